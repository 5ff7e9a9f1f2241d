monster --variant 3.6.7,5.0 Juiblex Demogorgon "iron golem" --measure hp,level --exact --format table
