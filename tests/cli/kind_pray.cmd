run kind_pray.ini --format csv
